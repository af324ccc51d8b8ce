export const QR_COPY_SIZE = 512

/**
 * Copies an image of our origin to the clipboard as PNG (the format every paste target takes),
 * drawn on a white canvas. The ClipboardItem gets a promise so that Safari still sees the
 * click that asked for it. False when the browser cannot copy images.
 */
export async function copyImageAsPng(src: string, size = QR_COPY_SIZE): Promise<boolean> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': drawPng(src, size) })])
    return true
  } catch {
    return false
  }
}

async function drawPng(src: string, size: number): Promise<Blob> {
  const image = new Image()
  image.src = src
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size, size)
  context.drawImage(image, 0, 0, size, size)
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
}
