#include <cstdio>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

struct Dsu {
    std::vector<int> parent, size;
    int components;
    explicit Dsu(int n) : parent(n + 1), size(n + 1, 1), components(n) {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }
    void unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return;
        if (size[a] < size[b]) std::swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        --components;
    }
};

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 1;
    Dsu dsu(n);
    std::string out;
    char op[4];
    for (int i = 0; i < q; ++i) {
        if (scanf("%3s", op) != 1) return 1;
        if (op[0] == 'C') {
            out += std::to_string(dsu.components);
            out += '\n';
            continue;
        }
        int a, b;
        if (scanf("%d %d", &a, &b) != 2) return 1;
        if (op[0] == 'U') {
            dsu.unite(a, b);
        } else {
            out += dsu.find(a) == dsu.find(b) ? "YES\n" : "NO\n";
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
