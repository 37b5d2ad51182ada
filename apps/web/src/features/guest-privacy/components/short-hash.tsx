/**
 * A content hash shortened to its first 12 hex digits, enough to tell versions apart on screen; the whole hash is
 * its title.
 */
export function ShortHash({ hash }: { hash: string }) {
  return (
    <code title={hash} className="font-mono text-xs">
      {hash.slice(0, 12)}
    </code>
  )
}
