class ConsistentHashRing {
    int replicas;
    set<string> nodes;
    set<pair<uint32_t, string>> points;  // (position, node), ordered clockwise

    static uint32_t fnv1a(const string& s) {
        uint32_t h = 2166136261u;
        for (unsigned char b : s) {
            h ^= b;
            h *= 16777619u;
        }
        return h;
    }

public:
    ConsistentHashRing(int replicas) : replicas(replicas) {}

    void addNode(string node) {
        if (!nodes.insert(node).second) return;
        for (int i = 0; i < replicas; i++) points.emplace(fnv1a(node + "#" + to_string(i)), node);
    }

    void removeNode(string node) {
        if (!nodes.erase(node)) return;
        for (int i = 0; i < replicas; i++) points.erase({fnv1a(node + "#" + to_string(i)), node});
    }

    string getNode(string key) {
        if (points.empty()) return "";
        auto it = points.lower_bound({fnv1a(key), string()});
        if (it == points.end()) it = points.begin();
        return it->second;
    }
};
