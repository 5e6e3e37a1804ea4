class Solution {
public:
    vector<int> numIslandsAfter(int m, int n, vector<vector<int>>& positions) {
        vector<int> parent(m * n, -1), size(m * n, 0);
        function<int(int)> find = [&](int x) {
            while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
            return x;
        };
        int count = 0;
        vector<int> answer;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (auto& p : positions) {
            int r = p[0], c = p[1], cell = r * n + c;
            if (parent[cell] < 0) {
                parent[cell] = cell;
                size[cell] = 1;
                ++count;
                for (int d = 0; d < 4; ++d) {
                    int rr = r + dr[d], cc = c + dc[d];
                    if (rr < 0 || rr >= m || cc < 0 || cc >= n || parent[rr * n + cc] < 0) continue;
                    int a = find(cell), b = find(rr * n + cc);
                    if (a == b) continue;
                    if (size[a] < size[b]) swap(a, b);
                    parent[b] = a;
                    size[a] += size[b];
                    --count;
                }
            }
            answer.push_back(count);
        }
        return answer;
    }
};
