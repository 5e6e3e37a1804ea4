#include <algorithm>
#include <cstdio>
#include <vector>

// Sort, then two pointers from both ends; runs of equal values are counted as blocks.
int main() {
    long long n, k;
    if (scanf("%lld %lld", &n, &k) != 2) return 1;
    std::vector<long long> a(n);
    for (auto& x : a) {
        if (scanf("%lld", &x) != 1) return 1;
    }
    std::sort(a.begin(), a.end());
    long long pairs = 0;
    long long lo = 0, hi = n - 1;
    while (lo < hi) {
        long long s = a[lo] + a[hi];
        if (s < k) {
            ++lo;
        } else if (s > k) {
            --hi;
        } else if (a[lo] == a[hi]) {
            long long m = hi - lo + 1;
            pairs += m * (m - 1) / 2;
            break;
        } else {
            long long left = 1, right = 1;
            while (lo + left < hi && a[lo + left] == a[lo]) ++left;
            while (hi - right > lo && a[hi - right] == a[hi]) ++right;
            pairs += left * right;
            lo += left;
            hi -= right;
        }
    }
    printf("%lld\n", pairs);
    return 0;
}
