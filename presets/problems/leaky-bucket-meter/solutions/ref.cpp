class LeakyBucket {
    long long capacity, rate, water = 0, last = 0;
    void drain(long long t) {
        long long leaked = rate * (t - last);  // both fit: 10^6 * 10^9 < 2^63
        water = water > leaked ? water - leaked : 0;
        last = t;
    }
public:
    LeakyBucket(long long capacity, long long leakRate) : capacity(capacity), rate(leakRate) {}
    bool allow(long long t, long long amount) {
        drain(t);
        if (water + amount <= capacity) { water += amount; return true; }
        return false;
    }
    long long level(long long t) { drain(t); return water; }
};
