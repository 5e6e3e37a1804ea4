class CircuitBreaker:
    def __init__(self, failure_threshold, open_ms, half_open_max):
        self.threshold = failure_threshold
        self.open_ms = open_ms
        self.trial_max = half_open_max
        self.mode = "closed"
        self.failures = 0
        self.opened_at = 0
        self.trials = 0
        self.successes = 0

    def _tick(self, t):
        if self.mode == "open" and t >= self.opened_at + self.open_ms:
            self.mode = "half_open"
            self.trials = 0
            self.successes = 0

    def _open(self, t):
        self.mode = "open"
        self.opened_at = t

    def allow(self, t):
        self._tick(t)
        if self.mode == "closed":
            return True
        if self.mode == "half_open" and self.trials < self.trial_max:
            self.trials += 1
            return True
        return False

    def record(self, t, success):
        self._tick(t)
        if self.mode == "closed":
            if success:
                self.failures = 0
            else:
                self.failures += 1
                if self.failures >= self.threshold:
                    self._open(t)
        elif self.mode == "half_open":
            if not success:
                self._open(t)
            else:
                self.successes += 1
                if self.successes >= self.trial_max:
                    self.mode = "closed"
                    self.failures = 0

    def state(self, t):
        self._tick(t)
        return self.mode
