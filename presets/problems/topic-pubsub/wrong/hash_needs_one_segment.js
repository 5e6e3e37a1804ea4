// Does the pattern (segments, with "*" = exactly one, "#" = zero or more) match the topic?
// dp[j]: the pattern segments seen so far match the first j topic segments.
function topicMatches(pattern, topic) {
  let dp = [true, ...topic.map(() => false)];
  for (const seg of pattern) {
    if (seg === "#") {
      let reached = false; // "#" extends any match to every later position
      dp = dp.map((ok, j) => { const r = reached; reached = reached || ok; return r && j > 0; }); // one or more
    } else {
      // dp[-1] is undefined, so position 0 stays false
      dp = dp.map((_, j) => dp[j - 1] === true && (seg === "*" || seg === topic[j - 1]));
    }
  }
  return dp[topic.length] === true;
}

function createBus() {
  let subscriptions = [];

  return {
    subscribe(pattern, handler) {
      const sub = { pattern: pattern.split("."), handler, active: true };
      subscriptions.push(sub);
      return () => {
        sub.active = false;
        subscriptions = subscriptions.filter((s) => s !== sub);
      };
    },
    publish(topic, payload) {
      const segments = topic.split(".");
      let called = 0;
      let firstError = null;
      for (const sub of subscriptions.slice()) {
        if (!sub.active || !topicMatches(sub.pattern, segments)) continue;
        called++;
        try {
          sub.handler(payload, topic);
        } catch (error) {
          if (firstError === null) firstError = { error };
        }
      }
      if (firstError !== null) throw firstError.error;
      return called;
    },
  };
}
