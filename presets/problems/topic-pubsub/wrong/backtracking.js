// Matches "#" by plain backtracking: exponential with several "#" and no match.
function topicMatches(p, t, i = 0, j = 0) {
  if (i === p.length) return j === t.length;
  if (p[i] === "#") {
    for (let k = j; k <= t.length; k++) if (topicMatches(p, t, i + 1, k)) return true;
    return false;
  }
  if (j === t.length) return false;
  return (p[i] === "*" || p[i] === t[j]) && topicMatches(p, t, i + 1, j + 1);
}
function createBus() {
  let subs = [];
  return {
    subscribe(pattern, handler) {
      const sub = { pattern: pattern.split("."), handler, active: true };
      subs.push(sub);
      return () => {
        sub.active = false;
        subs = subs.filter((s) => s !== sub);
      };
    },
    publish(topic, payload) {
      const segs = topic.split(".");
      let called = 0;
      let first = null;
      for (const sub of subs.slice()) {
        if (!sub.active || !topicMatches(sub.pattern, segs)) continue;
        called++;
        try {
          sub.handler(payload, topic);
        } catch (e) {
          if (!first) first = { e };
        }
      }
      if (first) throw first.e;
      return called;
    },
  };
}
