import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { chromiumLaunchOptions } from './chromium.ts'

/** The file Chromium's fake camera plays (`--use-file-for-fake-video-capture`); a test writes what it should show. */
const fakeCameraFile = join(tmpdir(), `wifi-console-fake-camera-${process.pid}.y4m`)

/**
 * Chromium with a fake camera that plays `fakeCameraFile` (a context still needs the camera permission). The full
 * browser, not the headless shell: the shell answers every camera request "not supported" unless told to accept all
 * of them, and a test here refuses the camera as a person would.
 */
export const fakeCameraLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: '/usr/bin/chromium',
  args: [
    ...chromiumLaunchOptions.args,
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${fakeCameraFile}`,
  ],
}

const width = 640
const height = 480

/**
 * Writes a short Y4M video (what Chromium's fake camera reads) of `text` as a QR code, black on white in the middle
 * of the picture, as a phone would see a printed label.
 */
export function showOnFakeCamera(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * quiet))
  const left = Math.floor((width - modules.size * scale) / 2)
  const top = Math.floor((height - modules.size * scale) / 2)
  const luma = Buffer.alloc(width * height, 235)
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue
      for (let y = 0; y < scale; y++) {
        luma.fill(
          16,
          (top + row * scale + y) * width + left + column * scale,
          (top + row * scale + y) * width + left + (column + 1) * scale,
        )
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(fakeCameraFile, Buffer.concat([header, frame, frame, frame, frame, frame]))
}

// Chromium opens the file when a page starts the camera; until a test says what to show, a blank code.
showOnFakeCamera('{}')
