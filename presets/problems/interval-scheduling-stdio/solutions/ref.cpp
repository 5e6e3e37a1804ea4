#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::pair<int, int>> by_end(n);  // (end, start)
    for (auto& [e, s] : by_end) {
        if (scanf("%d %d", &s, &e) != 2) return 1;
    }
    std::sort(by_end.begin(), by_end.end());
    long long taken = 0;
    long long last_end = -1;
    for (const auto& [e, s] : by_end) {
        if (s >= last_end) {
            ++taken;
            last_end = e;
        }
    }
    printf("%lld\n", taken);
    return 0;
}
