/** The labels of one HTTP request's measurement: route is the template (/v1/itinerary/{id}), never a raw path. */
export interface RequestLabels {
  method: string;
  route: string;
  status: number;
}

/** What the HTTP edge does with the process's metrics: time each request, and serve them all. */
export interface ServiceMetricsPort {
  /** Starts timing a request; the returned function stops it under the request's labels. */
  startRequest(): (labels: RequestLabels) => void;
  /** Every metric in its exposition format, for GET /metrics. */
  exposition(): Promise<{ contentType: string; body: string }>;
}
