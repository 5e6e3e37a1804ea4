function createOutbox(send, options = {}) {
  const { baseDelay = 1000, maxDelay = 30000, online: startOnline = true } = options;
  const queue = []; // { key, payload, attempts }
  let online = startOnline;
  let inFlight = null; // the entry being sent
  let timer = null; // pending retry

  const pump = () => {
    if (!online || inFlight || timer !== null || queue.length === 0) return;
    const entry = queue[0];
    inFlight = entry;
    Promise.resolve()
      .then(() => send(entry.key, entry.payload))
      .then(
        () => {
          inFlight = null;
          queue.shift();
          pump();
        },
        () => {
          inFlight = null;
          entry.attempts++;
          if (!online) return; // wait for setOnline(true)
          const delay = Math.min(maxDelay, baseDelay * 2 ** (entry.attempts - 1));
          timer = setTimeout(() => {
            timer = null;
            pump();
          }, delay);
        }
      );
  };

  return {
    enqueue(key, payload) {
      const waiting = queue.find((e) => e.key === key && e !== inFlight);
      if (waiting) waiting.payload = payload; // latest payload wins, same place in line
      else queue.push({ key, payload, attempts: 0 });
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
