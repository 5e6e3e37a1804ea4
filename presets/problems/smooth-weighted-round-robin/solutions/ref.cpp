class LoadBalancer {
    vector<string> names;
    unordered_map<string, int> index;
    vector<long long> weight, current;
    vector<bool> up;

public:
    LoadBalancer(vector<string> names, vector<int> weights) : names(names) {
        for (size_t i = 0; i < names.size(); ++i) {
            index[names[i]] = i;
            weight.push_back(weights[i]);
        }
        current.assign(names.size(), 0);
        up.assign(names.size(), true);
    }

    string next() {
        long long total = 0;
        int best = -1;
        for (size_t i = 0; i < names.size(); ++i) {
            if (!up[i]) continue;
            current[i] += weight[i];
            total += weight[i];
            if (best < 0 || current[i] > current[best]) best = i;
        }
        if (best < 0) return "";
        current[best] -= total;
        return names[best];
    }

    void markDown(string name) {
        int i = index[name];
        up[i] = false;
        current[i] = 0;
    }

    void markUp(string name) {
        int i = index[name];
        if (!up[i]) { up[i] = true; current[i] = 0; }
    }

    void setWeight(string name, int w) { weight[index[name]] = w; }
};
