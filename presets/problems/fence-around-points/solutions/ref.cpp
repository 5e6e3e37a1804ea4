class Solution {
public:
    vector<vector<int>> outerTrees(vector<vector<int>>& points) {
        vector<pair<int, int>> pts;
        for (auto& p : points) pts.push_back({p[0], p[1]});
        sort(pts.begin(), pts.end());
        auto cross = [](pair<int, int> o, pair<int, int> a, pair<int, int> b) {
            return (long long)(a.first - o.first) * (b.second - o.second) -
                   (long long)(a.second - o.second) * (b.first - o.first);
        };
        vector<pair<int, int>> hull;
        auto chain = [&](auto begin, auto end) {
            size_t base = hull.size();
            for (auto it = begin; it != end; ++it) {
                while (hull.size() >= base + 2 && cross(hull[hull.size() - 2], hull.back(), *it) < 0) hull.pop_back();
                hull.push_back(*it);
            }
        };
        chain(pts.begin(), pts.end());
        chain(pts.rbegin(), pts.rend());
        sort(hull.begin(), hull.end());
        hull.erase(unique(hull.begin(), hull.end()), hull.end());
        vector<vector<int>> out;
        for (auto& [x, y] : hull) out.push_back({x, y});
        return out;
    }
};
