class Feed {
    unordered_map<int, int> score;
    set<pair<long long, long long>> keys;  // (-score, -id): score desc, then id desc
    vector<vector<int>> collect(set<pair<long long, long long>>::iterator it, int limit) {
        vector<vector<int>> out;
        for (; it != keys.end() && (int)out.size() < limit; ++it)
            out.push_back({(int)-it->second, (int)-it->first});
        return out;
    }
public:
    Feed() {}
    void upsert(int id, int s) {
        auto f = score.find(id);
        if (f != score.end()) keys.erase({-(long long)f->second, -(long long)id});
        score[id] = s;
        keys.insert({-(long long)s, -(long long)id});
    }
    void remove(int id) {
        auto f = score.find(id);
        if (f == score.end()) return;
        keys.erase({-(long long)f->second, -(long long)id});
        score.erase(f);
    }
    vector<vector<int>> firstPage(int limit) { return collect(keys.begin(), limit); }
    vector<vector<int>> pageAfter(int afterScore, int afterId, int limit) {
        return collect(keys.upper_bound({-(long long)afterScore, -(long long)afterId}), limit);
    }
};
