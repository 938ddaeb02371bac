/**
 * A minimal valid one-page PDF (A4) showing a few lines of text, for the demo brochure and price
 * list downloads. Text is reduced to ASCII because the standard Helvetica font has no Unicode map.
 */
export function renderDemoPdf(lines: readonly string[]): string {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘]/g, "'")
      .replace(/[^\x20-\x7e]/g, ' ')
      .replace(/([\\()])/g, '\\$1')
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 22 : 12} Tf 56 ${780 - index * 28} Td (${ascii(line)}) Tj ET`
    )
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}
