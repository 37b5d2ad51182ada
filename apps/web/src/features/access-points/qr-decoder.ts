/** Finds a QR code in a picture: a video frame or a photo. */
export type QrDecoder = (source: HTMLVideoElement | ImageBitmap) => Promise<string | null>

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement | ImageBitmap): Promise<{ rawValue: string }[]>
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/**
 * The browser's own barcode detector where it reads QR codes (Chrome on Android, macOS, ChromeOS), else jsQR, a pure
 * script decoder (no WebAssembly, so the console's script policy stays strict), loaded only when a scan starts.
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : []
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] })
    return async (source) => (await detector.detect(source))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (source) => {
    const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width
    const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height
    if (!context || width === 0 || height === 0) return null
    canvas.width = width
    canvas.height = height
    context.drawImage(source, 0, 0, width, height)
    return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null
  }
}
