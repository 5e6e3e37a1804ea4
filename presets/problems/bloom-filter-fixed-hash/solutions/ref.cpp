class BloomFilter {
    long long m;
    int k;
    vector<char> bits;
    int count = 0;
    vector<long long> positions(const string& s) {
        uint32_t h1 = 2166136261u, h2 = 5381u;
        for (unsigned char c : s) {
            h1 = (h1 ^ c) * 16777619u;
            h2 = h2 * 33u + c;
        }
        vector<long long> out(k);
        for (int i = 0; i < k; i++) out[i] = ((long long)h1 + (long long)i * h2) % m;
        return out;
    }
public:
    BloomFilter(int m, int k) : m(m), k(k), bits(m, 0) {}
    void add(string s) {
        for (long long p : positions(s)) if (!bits[p]) { bits[p] = 1; count++; }
    }
    bool mightContain(string s) {
        for (long long p : positions(s)) if (!bits[p]) return false;
        return true;
    }
    int bitsSet() { return count; }
};
