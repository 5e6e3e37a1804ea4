#include <cstdio>
#include <functional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

int main() {
    int n, m, s;
    if (scanf("%d %d %d", &n, &m, &s) != 3) return 1;
    std::vector<int> head(n + 1, -1), next(m), to(m);
    std::vector<long long> weight(m);
    for (int k = 0; k < m; ++k) {
        int u;
        if (scanf("%d %d %lld", &u, &to[k], &weight[k]) != 3) return 1;
        next[k] = head[u];
        head[u] = k;
    }
    const long long INF = -1;
    std::vector<long long> dist(n + 1, INF);
    using Item = std::pair<long long, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
    dist[s] = 0;
    heap.push({0, s});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (d > dist[u]) continue;
        for (int k = head[u]; k != -1; k = next[k]) {
            long long nd = d + weight[k];
            int v = to[k];
            if (dist[v] == INF || nd < dist[v]) {
                dist[v] = nd;
                heap.push({nd, v});
            }
        }
    }
    std::string out;
    out.reserve(static_cast<size_t>(n) * 12);
    for (int v = 1; v <= n; ++v) {
        if (v > 1) out += ' ';
        out += std::to_string(dist[v]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
