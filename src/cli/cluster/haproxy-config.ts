/**
 * The HAProxy configuration of the local cluster: one front end on `port`, round robin over the
 * instances, an active health check on /readyz every half second (an instance that is shutting
 * down or has lost its database leaves the rotation within a second), and retries on another
 * instance when one dies with a request in flight. Only reads (GET, HEAD) are retried: a retried
 * sign-in or share could run twice.
 */
export interface HaproxyOptions {
  port: number
  instances: { name: string; port: number }[]
}

export function haproxyConfig({ port, instances }: HaproxyOptions): string {
  return `global
  maxconn 4096

defaults
  mode http
  option httplog
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend portal
  bind 127.0.0.1:${port}
  # One id follows a request through the balancer and the instance that answers it.
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  http-request set-header X-Forwarded-Proto http
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`
}
