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
      let result;
      try {
        result = check();
      } catch (error) {
        result = false; // a failing check counts as "not yet"
      }
      Promise.resolve(result).then(
        (value) => {
          if (done) return; // timed out while this attempt was running
          if (value) finish(resolve, value);
          else attemptTimer = setTimeout(attempt, interval); // counted from the end of the attempt
        },
        (error) => {
          if (!done) finish(reject, error);
        }
      );
    };
    attempt();
  });
}
