class Solution {
public:
    string sharedPrefix(vector<string>& tags) {
        // column scan: position i is shared while every tag has it and agrees
        string out;
        for (size_t i = 0;; ++i) {
            if (i >= tags[0].size()) return out;
            char c = tags[0][i];
            for (auto& t : tags)
                if (i >= t.size() || t[i] != c) return out;
            out += c;
        }
    }
};
