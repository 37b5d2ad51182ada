import {
  analyticsPaths,
  type CreateReportSubscription,
  type ReportDelivery,
  type ReportDeliveryList,
  type ReportSubscription,
  type ReportSubscriptionList,
} from '@wifi/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** The signed-in user's scheduled email reports (docs/decisions/036). */
export const reportSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reportSubscriptions.all,
    queryFn: () => api<ReportSubscriptionList>('GET', analyticsPaths.reportSubscriptions),
    select: (list) => list.items,
  })

/** One subscription's deliveries, the most recent first; while one is pending it is read again every 30 s. */
export function useReportDeliveries(id: string) {
  return useQuery({
    queryKey: queryKeys.reportSubscriptions.deliveries(id),
    queryFn: () => api<ReportDeliveryList>('GET', analyticsPaths.reportSubscriptionDeliveries(id)),
    select: (list) => list.items,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 30_000 : false,
  })
}

/**
 * Each change refreshes the list and the histories; the page shows its own toasts. The refresh is not waited for: a
 * deleted report's item would be gone before its own success callback (its toast, the focus moved) could run.
 */
function useReportMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportSubscriptions.all })
    },
  })
}

export const useCreateReportSubscription = () =>
  useReportMutation((body: CreateReportSubscription) =>
    api<ReportSubscription>('POST', analyticsPaths.reportSubscriptions, body),
  )

export const useSetReportPaused = () =>
  useReportMutation(({ id, paused }: { id: string; paused: boolean }) =>
    api<ReportSubscription>('PATCH', analyticsPaths.reportSubscription(id), { paused }),
  )

export const useSendReportNow = () =>
  useReportMutation((id: string) => api<ReportDelivery>('POST', analyticsPaths.reportSubscriptionSendNow(id)))

export const useDeleteReportSubscription = () =>
  useReportMutation((id: string) => api<null>('DELETE', analyticsPaths.reportSubscription(id)))
