-- wrk reporter: one line with requests/s, p50, p99 and every kind of error, for docs/performance.md.
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT requests=%d rps=%.0f p50_ms=%.2f p99_ms=%.2f errors=%d non2xx=%d\n",
    summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, errors, summary.errors.status))
end
