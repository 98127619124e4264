package quota

// Limits are the allowances of one kind of caller; 0 means no limit
// (configuration never sets 0 for the request limits).
type Limits struct {
	PerMinute    int `json:"perMinute"`
	PerDay       int `json:"perDay"`
	TokensPerDay int `json:"tokensPerDay"`
}
