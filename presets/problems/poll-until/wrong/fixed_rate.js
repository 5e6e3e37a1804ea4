function pollUntil(check, options = {}) {
  const interval = options.interval === undefined ? 100 : options.interval;
  const timeout = options.timeout === undefined ? Infinity : options.timeout;
  return new Promise((resolve, reject) => {
    let done = false;
    let attemptTimer = null;
    let timeoutTimer = null;

    const finish = (settle, value) => {
      done = true;
      clearTimeout(attemptTimer);
      clearTimeout(timeoutTimer);
      settle(value);
    };

    if (timeout !== Infinity) {
      timeoutTimer = setTimeout(() => {
        const error = new Error(`Timed out after ${timeout} ms`);
        error.name = "TimeoutError";
        finish(reject, error);
      }, timeout);
    }

    const attempt = () => {
      if (!done) attemptTimer = setTimeout(attempt, interval); // every interval, even while a check is still running
      let result;
      try {
        result = check();
      } catch (error) {
        finish(reject, error);
        return;
      }
      Promise.resolve(result).then(
        (value) => {
          if (done) return; // timed out while this attempt was running
          if (value) finish(resolve, value);
        },
        (error) => {
          if (!done) finish(reject, error);
        }
      );
    };
    attempt();
  });
}
