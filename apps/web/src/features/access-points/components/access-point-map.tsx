import type { AccessPointMap as MapData, AccessPointMapQuery, HealthStatus } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import L from 'leaflet'
import { TriangleAlert } from 'lucide-react'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Supercluster from 'supercluster'
import { healthMarker } from '@/components/health-status'
import { accessPointMapQueryOptions } from '../api/access-point-requests'

interface AccessPointMapProps {
  query: AccessPointMapQuery
  /** A marker was chosen: its access point's id, and the marker to give focus back to. */
  onOpen: (id: string, marker: HTMLElement | null) => void
}

/** Vietnam, for a map with nothing on it yet. */
const vietnam = { center: [16.0, 106.5] as L.LatLngTuple, zoom: 5 }

type PointProperties = { index: number }

/** A reader who asks for less motion gets the map without its flights and fades. */
const prefersStillness = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * A marker acts on a click, and — since Leaflet gives it the button role but maps no key to it — on Enter or Space
 * once it has focus.
 */
function onActivate(marker: L.Marker, action: (element: HTMLElement | null) => void): L.Marker {
  return marker
    .on('click', () => action(marker.getElement() ?? null))
    .on('keypress', (event) => {
      const { key } = (event as L.LeafletKeyboardEvent).originalEvent
      if (key === 'Enter' || key === ' ') action(marker.getElement() ?? null)
    })
}

/** The map's data as GeoJSON points for clustering (longitude first, as GeoJSON has it). */
function clusterIndex(points: MapData['points']) {
  return new Supercluster<PointProperties>({ radius: 60, maxZoom: 17 }).load(
    points.id.map((_, index) => ({
      type: 'Feature' as const,
      properties: { index },
      geometry: { type: 'Point' as const, coordinates: [points.longitude[index]!, points.latitude[index]!] },
    })),
  )
}

/**
 * The access points on a map (Leaflet, loaded only with this view), coloured by health and clustered so that
 * 10,000 of them stay smooth: only the clusters and points in view are drawn. Markers are focusable and open with
 * Enter like any button; a cluster zooms in to its access points.
 */
export default function AccessPointMap({ query, onOpen }: AccessPointMapProps) {
  const { t } = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const data = useQuery(accessPointMapQueryOptions(query)).data
  /** The tile server gave nothing (unreachable, refused, blocked): the markers stay, on the plain background. */
  const [tilesFailed, setTilesFailed] = useState(false)

  useEffect(() => {
    if (!container.current) return
    const created = L.map(container.current, {
      ...vietnam,
      worldCopyJump: true,
      zoomAnimation: !prefersStillness(),
      fadeAnimation: !prefersStillness(),
      markerZoomAnimation: !prefersStillness(),
      // A drag that glides on after the pointer lets go is motion too.
      inertia: !prefersStillness(),
    })
    map.current = created
    return () => {
      created.remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    const current = map.current
    if (!current || !data) return
    const tiles = data.tiles && L.tileLayer(data.tiles.url, { attribution: data.tiles.attribution, maxZoom: 19 })
    // A tile server that fails before any tile loaded is taken as out of reach: its broken tiles would leave a grey
    // box with no word, so the layer goes and the map says why. One failing tile among loaded ones is left alone.
    let tilesLoaded = false
    tiles
      ?.on('tileload', () => {
        tilesLoaded = true
      })
      .on('tileerror', () => {
        if (tilesLoaded) return
        tiles.remove()
        setTilesFailed(true)
      })
      .addTo(current)
    const markers = L.layerGroup().addTo(current)
    const index = clusterIndex(data.points)
    const healthWord = (health: HealthStatus) => t(`accessPoints.health.${health}`)

    /** The markers drawn, by cluster or point, so a redraw keeps those still in view (and the focus one holds). */
    const drawn = new Map<string, L.Marker>()
    const clusterMarker = (clusterId: number, count: number, latitude: number, longitude: number) => {
      const label = t('accessPoints.map.cluster', { count })
      const cluster = L.marker([latitude, longitude], {
        title: label,
        alt: label,
        icon: L.divIcon({
          className: 'access-point-cluster',
          html: `<span aria-hidden="true">${count}</span>`,
          iconSize: [36, 36],
        }),
      })
      return onActivate(cluster, () => {
        const zoom = Math.min(index.getClusterExpansionZoom(clusterId), 18)
        if (prefersStillness()) current.setView([latitude, longitude], zoom)
        else current.flyTo([latitude, longitude], zoom)
      })
    }
    const pointMarker = (at: number, latitude: number, longitude: number) => {
      const health = data.points.healthStatus[at]!
      const label = `${data.points.name[at]} — ${healthWord(health)}`
      const point = L.marker([latitude, longitude], {
        title: label,
        alt: label,
        icon: L.divIcon({ className: `access-point-marker ${healthMarker[health]}`, iconSize: [18, 18] }),
      })
      return onActivate(point, (element) => onOpen(data.points.id[at]!, element))
    }

    // Leaflet pans to a marker that gains focus (returning from its dialog, say): were every marker redrawn on
    // that move, the focused one would be replaced and focus lost. Only what left the view goes, only what
    // entered it is made.
    const draw = () => {
      // A margin around the view: a marker cut by the edge (which Leaflet pans into view when it gains focus)
      // stays the same element.
      const bounds = current.getBounds().pad(0.25)
      const box: [number, number, number, number] = [
        bounds.getWest(),
        bounds.getSouth(),
        bounds.getEast(),
        bounds.getNorth(),
      ]
      const inView = new Set<string>()
      for (const feature of index.getClusters(box, Math.round(current.getZoom()))) {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number]
        const { properties } = feature
        const cluster = 'cluster' in properties && properties.cluster ? properties : null
        const key = cluster ? `cluster ${cluster.cluster_id}` : `point ${(properties as PointProperties).index}`
        inView.add(key)
        if (drawn.has(key)) continue
        const marker = cluster
          ? clusterMarker(cluster.cluster_id, cluster.point_count, latitude, longitude)
          : pointMarker((properties as PointProperties).index, latitude, longitude)
        drawn.set(key, marker.addTo(markers))
      }
      for (const [key, marker] of drawn) {
        if (inView.has(key)) continue
        marker.remove()
        drawn.delete(key)
      }
    }

    if (data.points.id.length > 0) {
      current.fitBounds(
        L.latLngBounds(data.points.latitude.map((latitude, at) => [latitude, data.points.longitude[at]!])),
        { padding: [24, 24], maxZoom: 15, animate: false },
      )
    }
    draw()
    current.on('moveend', draw)
    return () => {
      current.off('moveend', draw)
      markers.remove()
      tiles?.remove()
    }
  }, [data, t, onOpen])

  return (
    <section aria-label={t('accessPoints.map.title')} className="grid gap-2">
      <div ref={container} className="h-[60svh] min-h-80 w-full overflow-hidden rounded-md border bg-muted" />
      {tilesFailed && (
        <p className="flex gap-2 rounded-md border border-amber-600/50 bg-amber-500/10 p-3 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
          {t('accessPoints.map.tilesFailed')}
        </p>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {data &&
          (data.total > data.points.id.length
            ? t('accessPoints.map.tooMany', { shown: data.points.id.length, total: data.total })
            : t('accessPoints.map.count', { count: data.total }))}
      </p>
    </section>
  )
}
