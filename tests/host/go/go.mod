module example.com/toolnexus

go 1.21
