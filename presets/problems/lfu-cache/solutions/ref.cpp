class LFUCache {
    struct Entry {
        int value;
        int count;
        list<int>::iterator pos;
    };
    int capacity;
    int minCount = 0;
    unordered_map<int, Entry> entries;
    unordered_map<int, list<int>> groups;  // count -> keys, most recent at the front

    void touch(int key, Entry& e) {
        auto& group = groups[e.count];
        group.erase(e.pos);
        if (group.empty()) {
            groups.erase(e.count);
            if (minCount == e.count) minCount++;
        }
        e.count++;
        auto& next = groups[e.count];
        next.push_front(key);
        e.pos = next.begin();
    }

public:
    LFUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = entries.find(key);
        if (it == entries.end()) return -1;
        touch(key, it->second);
        return it->second.value;
    }

    void put(int key, int value) {
        auto it = entries.find(key);
        if (it != entries.end()) {
            it->second.value = value;
            touch(key, it->second);
            return;
        }
        if ((int)entries.size() == capacity) {
            auto& group = groups[minCount];
            int victim = group.back();
            group.pop_back();
            if (group.empty()) groups.erase(minCount);
            entries.erase(victim);
        }
        auto& ones = groups[1];
        ones.push_front(key);
        entries[key] = Entry{value, 1, ones.begin()};
        minCount = 1;
    }
};
