class Solution {
    int size;
    vector<long long> mx, tag;
    void update(int x, int lo, int hi, int l, int r, int v) {
        if (r < lo || hi < l) return;
        if (l <= lo && hi <= r) { mx[x] += v; tag[x] += v; return; }
        int mid = (lo + hi) / 2;
        update(2 * x, lo, mid, l, r, v);
        update(2 * x + 1, mid + 1, hi, l, r, v);
        mx[x] = max(mx[2 * x], mx[2 * x + 1]) + tag[x];
    }
    long long query(int x, int lo, int hi, int l, int r) {
        if (r < lo || hi < l) return LLONG_MIN / 4;
        if (l <= lo && hi <= r) return mx[x];
        int mid = (lo + hi) / 2;
        return max(query(2 * x, lo, mid, l, r), query(2 * x + 1, mid + 1, hi, l, r)) + tag[x];
    }
public:
    vector<int> rangeAddMax(int n, vector<vector<int>>& ops) {
        size = 1;
        while (size < n) size *= 2;
        mx.assign(2 * size, 0);
        tag.assign(2 * size, 0);
        for (int i = n; i < size; ++i) mx[size + i] = LLONG_MIN / 4;
        for (int x = size - 1; x >= 1; --x) mx[x] = max(mx[2 * x], mx[2 * x + 1]);
        vector<int> out;
        for (auto& op : ops) {
            if (op[0] == 0) update(1, 0, size - 1, op[1], op[2], op[3]);
            else out.push_back((int)query(1, 0, size - 1, op[1], op[2]));
        }
        return out;
    }
};
