module github.com/enemyai/enemyai

go 1.26

require github.com/stretchr/testify v1.12.1

require (
	github.com/BurntSushi/toml v1.6.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
