#include <cstdio>
#include <string>
#include <vector>

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 1;
    std::vector<long long> a(static_cast<size_t>(r) * c);
    for (auto& x : a) {
        if (scanf("%lld", &x) != 1) return 1;
    }
    std::string out;
    out.reserve(a.size() * 12);
    char buf[32];
    for (int j = 0; j < c; ++j) {
        for (int i = 0; i < r; ++i) {
            int len = snprintf(buf, sizeof buf, i + 1 < r ? "%lld " : "%lld\n",
                               a[static_cast<size_t>(i) * c + j]);
            out.append(buf, len);
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
