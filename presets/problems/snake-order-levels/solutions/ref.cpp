class Solution {
public:
    vector<vector<int>> snakeLevels(TreeNode* root) {
        vector<vector<int>> out;
        vector<TreeNode*> level;
        if (root) level.push_back(root);
        while (!level.empty()) {
            vector<int> vals;
            vector<TreeNode*> nxt;
            for (TreeNode* node : level) {
                vals.push_back(node->val);
                if (node->left) nxt.push_back(node->left);
                if (node->right) nxt.push_back(node->right);
            }
            if (out.size() % 2) reverse(vals.begin(), vals.end());
            out.push_back(vals);
            level.swap(nxt);
        }
        return out;
    }
};
