class TxStore {
    unordered_map<string, int> data;
    unordered_map<int, int> counts;
    vector<unordered_map<string, optional<int>>> undo;

    void write(const string& key, optional<int> value) {
        auto it = data.find(key);
        optional<int> old = it == data.end() ? nullopt : optional<int>(it->second);
        if (!undo.empty() && !undo.back().count(key)) undo.back()[key] = old;
        if (old) counts[*old]--;
        if (!value) data.erase(key);
        else { data[key] = *value; counts[*value]++; }
    }

public:
    TxStore() {}

    void set(string key, int value) { write(key, value); }

    int get(string key) {
        auto it = data.find(key);
        return it == data.end() ? -1 : it->second;
    }

    bool remove(string key) {
        if (!data.count(key)) return false;
        write(key, nullopt);
        return true;
    }

    int count(int value) {
        auto it = counts.find(value);
        return it == counts.end() ? 0 : it->second;
    }

    void begin() { undo.emplace_back(); }

    bool rollback() {
        if (undo.empty()) return false;
        auto log = move(undo.back());
        undo.pop_back();
        for (auto& [key, old] : log) {
            auto it = data.find(key);
            if (it != data.end()) counts[it->second]--;
            if (!old) data.erase(key);
            else { data[key] = *old; counts[*old]++; }
        }
        return true;
    }

    bool commit() {
        if (undo.empty()) return false;
        auto child = move(undo.back());
        undo.pop_back();
        if (!undo.empty()) {
            auto& parent = undo.back();
            if (child.size() > parent.size()) {
                for (auto& [k, v] : parent) child[k] = v;
                parent = move(child);
            } else {
                for (auto& [k, v] : child) parent.emplace(k, v);
            }
        }
        return true;
    }
};
