/**
 * Prints an access point's label — its QR code with the name, code and MAC under it — alone on the sheet, from a
 * hidden frame of its own, so the console's page and styles stay out of the print. The text is set as text, never
 * as HTML.
 */
export function printLabel(qr: HTMLCanvasElement, lines: { name: string; detail: string }) {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
  document.body.append(frame)
  const sheet = frame.contentDocument
  const view = frame.contentWindow
  if (!sheet || !view) return frame.remove()

  const label = sheet.createElement('figure')
  label.style.cssText = 'margin:0;display:inline-grid;justify-items:center;gap:4px;font:14px system-ui,sans-serif'
  const image = sheet.createElement('img')
  image.src = qr.toDataURL('image/png')
  image.alt = ''
  image.style.cssText = 'width:48mm;height:48mm;image-rendering:pixelated'
  const name = sheet.createElement('figcaption')
  name.textContent = lines.name
  name.style.fontWeight = '600'
  const detail = sheet.createElement('div')
  detail.textContent = lines.detail
  detail.style.fontFamily = 'ui-monospace,monospace'
  label.append(image, name, detail)
  sheet.body.append(label)

  view.addEventListener('afterprint', () => frame.remove())
  image.addEventListener('load', () => view.print())
}
