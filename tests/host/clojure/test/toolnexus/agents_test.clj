(ns toolnexus.agents-test
  (:require [clojure.test :refer [deftest is]]
            [toolnexus.agents :as agents]
            [toolnexus.vocabulary :as v]))

(deftest stop-canonicalises-the-pool-name
  (is (= v/limit-max-tokens (:limit (agents/stop "tokens"))))
  (is (thrown? clojure.lang.ExceptionInfo (agents/stop "bogus"))))
