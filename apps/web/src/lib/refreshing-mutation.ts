import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * A write whose every call reports its own failure (its form's or dialog's toast: the query client's generic one stays
 * out), after which the queries under `refreshes` are read again, whatever the answer.
 *
 * A mutation waits for what its own callbacks return before the caller's run. After a success that is wanted: a row
 * the change removed is gone before the caller closes its dialog, whose focus then goes to the page's heading rather
 * than to a button about to vanish. After a failure it is not: a refetch that drops the row the dialog lives in (an ad
 * deleted meanwhile) unmounted the dialog first, and its failure toast never showed.
 */
export function useRefreshingMutation<Input, Result>(
  refreshes: QueryKey,
  mutationFn: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: refreshes })
    },
  })
}
