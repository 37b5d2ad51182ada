import type { GuestPageModel } from './model.ts'

/**
 * The model as JSON that is safe inside `<script type="application/json">`: `<` and `>` are escaped so a title
 * holding `</script>` or `<!--` cannot end the block, `&` for good measure, and U+2028/U+2029 so the text stays
 * valid wherever it is read. JSON.parse turns every escape back into the same character.
 */
export function serializeModel(model: GuestPageModel): string {
  return JSON.stringify(model)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
