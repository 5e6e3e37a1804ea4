class Solution {
public:
    vector<int> rightSideView(TreeNode* root) {
        vector<int> out;
        vector<TreeNode*> level;
        if (root) level.push_back(root);
        while (!level.empty()) {
            out.push_back(level.back()->val);  // the rightmost node of this level
            vector<TreeNode*> next;
            for (TreeNode* node : level) {
                if (node->left) next.push_back(node->left);
                if (node->right) next.push_back(node->right);
            }
            level.swap(next);
        }
        return out;
    }
};
