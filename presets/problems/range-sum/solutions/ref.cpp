#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    std::vector<long long> prefix(n + 1, 0);
    for (int i = 0; i < n; ++i) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        prefix[i + 1] = prefix[i] + x;
    }
    for (int i = 0; i < q; ++i) {
        int l, r;
        if (scanf("%d %d", &l, &r) != 2) return 1;
        printf("%lld\n", prefix[r] - prefix[l - 1]);
    }
    return 0;
}
