class Solution {
public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        unordered_map<string, vector<string>> groups;
        for (auto& s : strs) {
            string key(26, 0);  // letter counts as the key: O(k) instead of sorting
            for (char ch : s) ++key[ch - 'a'];
            groups[key].push_back(s);
        }
        vector<vector<string>> out;
        for (auto& [key, members] : groups) out.push_back(members);
        return out;
    }
};
