/** Saves a file the page holds through a temporary link, the one way a page can start a download of its own. */
export function downloadFile(filename: string, file: Blob) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers cancel a download whose URL is revoked while the click is handled.
  setTimeout(() => URL.revokeObjectURL(url))
}
