#include <cstdio>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

int main() {
    int n, m, s;
    if (scanf("%d %d %d", &n, &m, &s) != 3) return 1;
    std::vector<std::vector<std::pair<int, int>>> adj(n + 1);
    for (int k = 0; k < m; ++k) {
        int u, v, w;
        if (scanf("%d %d %d", &u, &v, &w) != 3) return 1;
        adj[u].push_back({v, w});
    }
    std::vector<int> dist(n + 1, -1);
    std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<>> heap;
    dist[s] = 0;
    heap.push({0, s});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            int nd = d + w;
            if (dist[v] == -1 || nd < dist[v]) {
                dist[v] = nd;
                heap.push({nd, v});
            }
        }
    }
    for (int v = 1; v <= n; ++v) printf(v > 1 ? " %d" : "%d", dist[v]);
    printf("\n");
    return 0;
}
