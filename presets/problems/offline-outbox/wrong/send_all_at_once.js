function createOutbox(send, options = {}) {
  const { baseDelay = 1000, maxDelay = 30000, online: startOnline = true } = options;
  let online = startOnline;
  const queue = [];
  const sendOne = (entry) => {
    entry.busy = true;
    Promise.resolve()
      .then(() => send(entry.key, entry.payload))
      .then(
        () => queue.splice(queue.indexOf(entry), 1),
        () => {
          entry.attempts++;
          entry.busy = false;
          setTimeout(() => online && sendOne(entry), Math.min(maxDelay, baseDelay * 2 ** (entry.attempts - 1)));
        }
      );
  };
  const pump = () => {
    if (!online) return;
    for (const e of queue) if (!e.busy) sendOne(e); // no ordering: everything at once
  };
  return {
    enqueue(key, payload) {
      const waiting = queue.find((e) => e.key === key && !e.busy);
      if (waiting) waiting.payload = payload;
      else queue.push({ key, payload, attempts: 0, busy: false });
      pump();
    },
    setOnline(value) {
      online = value;
      pump();
    },
    pending() {
      return queue.map((e) => e.key);
    },
  };
}
