class CircuitBreaker {
    int threshold, trialMax;
    long long openMs, openedAt = 0;
    string mode = "closed";
    int failures = 0, trials = 0, successes = 0;
    void tick(long long t) {
        if (mode == "open" && t >= openedAt + openMs) { mode = "half_open"; trials = 0; successes = 0; }
    }
    void open(long long t) { mode = "open"; openedAt = t; }
public:
    CircuitBreaker(int failureThreshold, long long openMs, int halfOpenMax)
        : threshold(failureThreshold), trialMax(halfOpenMax), openMs(openMs) {}
    bool allow(long long t) {
        tick(t);
        if (mode == "closed") return true;
        if (mode == "half_open" && trials < trialMax) { trials++; return true; }
        return false;
    }
    void record(long long t, bool success) {
        tick(t);
        if (mode == "closed") {
            if (success) failures = 0;
            else if (++failures >= threshold) open(t);
        } else if (mode == "half_open") {
            if (!success) open(t);
            else if (++successes >= trialMax) { mode = "closed"; failures = 0; }
        }
    }
    string state(long long t) { tick(t); return mode; }
};
