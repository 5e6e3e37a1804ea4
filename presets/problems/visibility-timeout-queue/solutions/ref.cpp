class MessageQueue {
    long long timeout;
    int maxReceives, nextId = 1, dead = 0;
    priority_queue<int, vector<int>, greater<int>> visible;
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> inFlight;
    unordered_map<int, long long> deadline;
    unordered_map<int, int> receives;

    void expire(long long now) {
        while (!inFlight.empty() && inFlight.top().first <= now) {
            auto [d, id] = inFlight.top();
            inFlight.pop();
            auto it = deadline.find(id);
            if (it == deadline.end() || it->second != d) continue;
            deadline.erase(it);
            if (receives[id] >= maxReceives) { receives.erase(id); ++dead; }
            else visible.push(id);
        }
    }

public:
    MessageQueue(int visibilityTimeout, int maxReceives) : timeout(visibilityTimeout), maxReceives(maxReceives) {}

    int send(string body, int now) {
        expire(now);
        int id = nextId++;
        receives[id] = 0;
        visible.push(id);
        return id;
    }

    int receive(int now) {
        expire(now);
        if (visible.empty()) return -1;
        int id = visible.top();
        visible.pop();
        receives[id]++;
        deadline[id] = now + timeout;
        inFlight.push({now + timeout, id});
        return id;
    }

    bool ack(int messageId, int now) {
        expire(now);
        auto it = deadline.find(messageId);
        if (it == deadline.end()) return false;
        deadline.erase(it);
        receives.erase(messageId);
        return true;
    }

    int deadLetters(int now) {
        expire(now);
        return dead;
    }
};
